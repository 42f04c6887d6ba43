// "is may ok, or is sept better?", "meglio aprile oppure ottobre?", "would june be nicer than october?": two months
// or seasons weighed against each other for a visit ask the best time to come, the season entry's own words.
const MONTH = '(?:january|jan|february|feb|march|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|' +
  'november|nov|december|dec|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|ott|novembre|dicembre|dic|' +
  'spring|summer|autumn|fall|winter|primavera|estate|autunno|inverno|easter|pasqua)';
/** Joined as alternatives or compared: "or", "oppure", "than", "rispetto a", "vs". */
const WEIGHED = '(?:or|o|oppure|than|vs|versus|rispetto (?:a|ad|al|alla|all)|compared (?:to|with))';
/** A judgement of the time: better, good, nicer, worth it, advised. */
const JUDGED = '(?:better|best|good|ok|okay|nicer|nice|ideal|preferable|pick|choose|recommend\\w*|suggest\\w*|meglio|migliore|buono|buon|ideale|preferibile|conviene|consigli\\w*)';

export const MONTHS_WEIGHED_KIND: [RegExp, string] = [
  new RegExp(`^(?=.*\\b${JUDGED}\\b).*\\b${MONTH}\\b.{0,40}\\b${WEIGHED}\\b.{0,25}\\b${MONTH}\\b`), 'periodo migliore stagione best season',
];
