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

/** A visit's timing judged: "a nice time to come", "troppo presto", "il momento giusto", "worth visiting". Not "too
 * late to book": booking in time is no season's question. */
const TIMING_JUDGED = '(?:(?:too|troppo|still|ancora|not|non)\\s+(?:too\\s+)?(?:early|late|soon|presto|tardi|cold|freddo)(?!\\s+(?:to|per|da)\\s+(?:book|prenot\\w*|order|ordin\\w*|cancel\\w*|disdi\\w*))|' +
  '(?:good|nice|great|right|ok|okay|bad|best|buon|bel|giusto|brutto)\\s+(?:time|period|moment|momento|periodo|mese|month)|' +
  '(?:worth|vale la pena|conviene|consigliat\\w*|adatt\\w*|suited|ideal\\w*|va bene)\\b.{0,15}\\b(?:com(?:e|ing)|visit\\w*|ven\\w*|go(?:ing)?|travel\\w*|andar\\w*))';

// "is april a nice time to come or still too early?", "marzo e troppo presto per venire?", "ottobre va bene per
// venire da voi?": one month or season judged for a visit asks the best time to come too.
export const MONTH_JUDGED_KIND: [RegExp, string] = [
  new RegExp(`\\b${MONTH}\\b.{0,40}\\b${TIMING_JUDGED}|\\b${TIMING_JUDGED}\\b.{0,40}\\b${MONTH}\\b`), 'periodo migliore stagione best season',
];
