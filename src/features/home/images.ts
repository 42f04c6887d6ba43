// Photos of the home page, drawn by the database engineer's image script into public/images/.
export const HERO_IMAGES = [
  { src: '/images/site/pascolo-800.webp', altKey: 'hero.alt.pasture' },
  { src: '/images/site/cantina-800.webp', altKey: 'hero.alt.cellar' },
  { src: '/images/rooms/lavanda-deluxe-1-800.webp', altKey: 'hero.alt.room' },
] as const;

export const CAROUSEL_IMAGES = [
  { src: '/images/site/pascolo-800.webp', captionKey: 'carousel.pasture' },
  { src: '/images/site/cantina-800.webp', captionKey: 'carousel.cellar' },
  { src: '/images/site/salumeria-800.webp', captionKey: 'carousel.salumeria' },
  { src: '/images/rooms/orchidea-deluxe-1-800.webp', captionKey: 'carousel.rooms' },
] as const;

export const STORY_IMAGE = '/images/site/cantina-800.webp';
export const HOSPITALITY_IMAGES = ['/images/rooms/lavanda-deluxe-1-800.webp', '/images/rooms/elicrisio-standard-1-800.webp'] as const;
export const LOCATION_POSTER = '/images/site/pascolo-800.webp';
