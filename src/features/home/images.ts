// Photos of the home page, drawn by the database engineer's image script into public/images/
// (each in 400, 800 and 1200 px widths).
const photo = (base: string) => ({
  src: `/images/${base}-800.webp`,
  srcSet: `/images/${base}-400.webp 400w, /images/${base}-800.webp 800w, /images/${base}-1200.webp 1200w`,
});

export const HERO_IMAGES = [
  { ...photo('site/hero-gallura'), altKey: 'hero.alt.pasture' },
  { ...photo('site/tenuta'), altKey: 'hero.alt.estate' },
  { ...photo('site/cantina'), altKey: 'hero.alt.cellar' },
] as const;

export const CAROUSEL_IMAGES = [
  { ...photo('site/pascolo'), captionKey: 'carousel.pasture' },
  { ...photo('site/cantina'), captionKey: 'carousel.cellar' },
  { ...photo('site/salumeria'), captionKey: 'carousel.salumeria' },
  { ...photo('rooms/orchidea-deluxe-1'), captionKey: 'carousel.rooms' },
] as const;

export const STORY_IMAGE = photo('site/tenuta');
export const HOSPITALITY_IMAGES = [photo('rooms/lavanda-deluxe-1'), photo('rooms/elicrisio-standard-1')] as const;
export const LOCATION_POSTER = photo('site/pascolo');
