// React 18+ has useSyncExternalStore itself; react-i18next still imports the shim written for React 16/17, whose
// fallback would ship in the first render. vite.config.ts points the shim's import here.
export { useSyncExternalStore } from 'react';
