// What a product is like to the senses, asked of the one talked about ("che profumo ha?", "what does it smell like?",
// "com'è di sapore?", "and the texture?"): the product rows hold no such field, their descriptions say it (the
// myrtle's scent, the firm paste), so the descriptions answer beside the card.
import { normalise } from './normalise.ts';

const CHARACTER_ASKED = new RegExp(
  [
    // Scent: "che profumo ha", "che odore", "what does it smell like", "how's the aroma".
    String.raw`\b(?:profumo|profumi|profuma|odore|odori|odora|aroma|aromi|fragranza|smell|smells|smelling|scent|scents|fragrance|fragrant)\b`,
    // Taste: "che sapore ha", "com'è di gusto", "what does it taste like", "how does it taste" (tasting is a visit).
    String.raw`\b(?:sapore|sapori|gusto|saporit\w*|taste|tastes|tasty|tast|flavou?r|flavou?rs)\b`,
    // Texture: "che consistenza ha", "is the paste soft", "what's the texture like".
    String.raw`\b(?:consistenza|pasta morbida|pasta dura|texture|textures|mouthfeel|consistency)\b`,
    // What it is like at all: "com'è?", "what's it like?".
    String.raw`\b(?:what s it like|what is it like|what are they like|com e di|come sono di)\b`,
  ].join('|'),
);

/** Whether the message asks what the product is like to smell, taste or touch. */
export const characterAskedIn = (said: string) => CHARACTER_ASKED.test(normalise(said));
