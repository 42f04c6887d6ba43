// Three more kinds of the farm's domain for the knowledge search (synonyms.ts adds them to its table): what guests
// say in words the entries do not use, said again in the entries' own words. Kinds, not sentences.

/** Sound that could bother others: loud voices, music, a speaker, a party; or bothering other guests itself. Not the
 * polite "sorry to bother you" / "scusate il disturbo": only without, or of others, does disturbing ask the rule. */
const NOISE = new RegExp(
  [
    '\\b(?:noise|noisy|loud|louder|rumor[ei]|rumoros\\w*|chiasso|schiamazz\\w*|baccano|casino)\\b',
    '\\b(?:music|musica|speakers?|stereo|cassa bluetooth|casse|cassa)\\b',
    '\\b(?:without|not|senza|non)\\b.{0,12}\\b(?:disturb\\w*|bother\\w*|annoy\\w*|dar fastidio|dare fastidio)',
    '\\b(?:disturb\\w*|bother\\w*|annoy\\w*|fastidio)\\b.{0,20}\\b(?:other guests|neighbou?rs|anyone|nobody|altri ospiti|vicini|nessuno)\\b',
  ].join('|'),
);

/** An order fetched by the guest at the farm rather than shipped: "collect it myself", "passo io a prenderli".
 * Not being picked up ("can you pick us up at the airport", "venite a prenderci"): that is a transfer. */
const PICKUP = new RegExp(
  [
    '\\b(?:pick(?:ing)?|collect(?:ing)?)\\b(?! (?:us|me)\\b)(?:.{0,25}\\b(?:order|myself|ourselves|in person|at the farm|from the farm|from you|them|it)\\b)',
    '\\bcome (?:by |over |round )?(?:and|to) (?:get|fetch|collect|pick)\\b',
    '\\britir(?:o|are|arli|arlo|arla|arle|iamo|o io)\\b',
    '\\b(?:passo|passare|passiamo|vengo|venire|veniamo|venirli|venirlo) (?:io |noi )?(?:da voi )?a (?:prender|ritirar)(?:e|li|lo|la|le)\\b',
  ].join('|'),
);

/** Heat or a hot month said of an order sent: the courier and the packaging, not the weather at the farm. */
const HEAT = '(?:heat|hot|warm|heatwave|caldo|calura|afa|estate|estiv\\w*|summer|july|august|luglio|agosto|gradi|degrees|temperatur\\w*)';
const SENT = '(?:send\\w*|sent|mandat[eo]|mandar\\w*|sped\\w*|ship\\w*|deliver\\w*|consegn\\w*|corriere|courier|pacco|parcel|post|posta)';
/** Melting or spoiling on the way ("arrivi sciolto", "melt before it gets here"): the heat is the delivery's too. */
const MELT = '(?:sciolt\\w*|scioglie\\w*|sciogli\\w*|squagli\\w*|melt\\w*|spoil\\w*|rovin\\w*|go(?:es)? off|a male)';
const ARRIVES = '(?:arriv\\w*|get(?:s)? (?:here|there|to (?:me|us))|reach\\w*)';
const HEAT_SENT = new RegExp(`^(?=.*\\b${HEAT}\\b)(?:(?=.*\\b${SENT}\\b)|(?=.*\\b${MELT})(?=.*\\b${ARRIVES}))`);

/** The heat feared on the way, for the delivery's entry: the heat itself or spoiling said, not a summer month beside
 * shipping ("pick it up when we're there in july, would save on shipping" is the pickup). */
const HEAT_ITSELF = new RegExp(`\\b(?:heat|hot|heatwave|caldo|calura|afa|gradi|degrees|temperatur\\w*)\\b|\\b${MELT}`);
export const heatOnTheWayIn = (said: string) => HEAT_SENT.test(said) && HEAT_ITSELF.test(said) && !PICKUP.test(said);

export const NOISE_PICKUP_HEAT_KINDS: Array<[RegExp, string]> = [
  // "until when can we chat outside with music on", "can the kids play loud after dinner": the quiet hours.
  [NOISE, 'silenzio rumore quiet noise'],
  // "instead of shipping can I come and collect them": the farm shop's pickup.
  [PICKUP, 'ritiro ritirare collect pick'],
  // "will the cheese survive shipping in the heat?": the delivery's refrigerated courier.
  [HEAT_SENT, 'caldo heat imballaggio refrigerato chilled packaging'],
];
