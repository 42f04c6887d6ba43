// Labels of the database's enumerations (statuses, methods, milk...), from the one `enums` namespace in both
// languages. The kinds and values are typed from the Italian file (a type-only import, no bytes in the bundle),
// so asking for a label that file lacks is a type error; the test checks English has the same keys.
import { useTranslation } from 'react-i18next';
import type enums from '@/locales/it/enums.json';

type Enums = typeof enums;
export type EnumKind = keyof Enums;
export type EnumValue<K extends EnumKind> = keyof Enums[K] & string;

/** The label function of the `enums` namespace; a value the file does not know (data newer than the code)
 * shows as it is rather than as a key path. */
export function useEnumLabel() {
  const { t } = useTranslation('enums');
  return <K extends EnumKind>(kind: K, value: EnumValue<K> | (string & {}) | null | undefined): string =>
    value ? t(`${kind}.${value}`, { defaultValue: value }) : '–';
}
