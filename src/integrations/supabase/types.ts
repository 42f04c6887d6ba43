// Placeholder until the database engineer generates the real types (npm run gen:types overwrites this file).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = any;
