// Activities a guest may ask to do at or from the farm ("can we go horse riding from the farm?", "si puo fare
// trekking?"): words the engine knows (so that typos of them are read), but none of them is the farm's description.
const ACTIVITIES = new Set(
  ('cavallo cavalli horse horses riding ride equitazione maneggio pesca fishing trekking hiking escursionismo bici ' +
    'bicicletta biciclette bike bikes biking cycling yoga massaggi massaggio massage massages spa sauna piscina pool ' +
    'tennis kayak canoa barca boat vela sailing snorkeling diving immersioni caccia hunting quad').split(' '),
);

/** Whether the message names an activity the guest would do. */
export const activityNamedIn = (tokens: string[]) => tokens.some((t) => ACTIVITIES.has(t));
