// react-hook-form primitives. Zod messages are i18n keys ('newsletter:errors.email'), translated here.
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type HTMLAttributes,
} from 'react';
import { Slot } from '@radix-ui/react-slot';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type ErrorOption,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { Label } from './label.tsx';

export const Form = FormProvider;

const FieldContext = createContext<{ name: string }>({ name: '' });
const ItemContext = createContext<{ id: string }>({ id: '' });

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  props: ControllerProps<TValues, TName>,
) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

function useField() {
  const { name } = useContext(FieldContext);
  const { id } = useContext(ItemContext);
  const { getFieldState, subscribe } = useFormContext();
  // This field's error alone. useFormState re-rendered every label, control and message of the form on each
  // keystroke, blur and submit (a submit publishes all the errors); the snapshot changes only with this error.
  const listen = useCallback((onChange: () => void) => subscribe({ name, formState: { errors: true }, callback: onChange }), [subscribe, name]);
  const error = useSyncExternalStore(listen, () => getFieldState(name).error);
  return {
    error,
    inputId: `${id}-input`,
    descriptionId: `${id}-description`,
    messageId: `${id}-message`,
  };
}

export function FormItem({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const id = useId();
  return (
    <ItemContext.Provider value={{ id }}>
      <div className={cn('flex flex-col gap-1.5', className)} {...props} />
    </ItemContext.Provider>
  );
}

export const FormLabel = forwardRef<ElementRef<typeof Label>, ComponentPropsWithoutRef<typeof Label>>(
  function FormLabel({ className, ...props }, ref) {
    const { error, inputId } = useField();
    return <Label ref={ref} htmlFor={inputId} className={cn(error && 'text-red-700', className)} {...props} />;
  },
);

export const FormControl = forwardRef<ElementRef<typeof Slot>, ComponentPropsWithoutRef<typeof Slot>>(
  function FormControl(props, ref) {
    const { error, inputId, descriptionId, messageId } = useField();
    return (
      <Slot
        ref={ref}
        id={inputId}
        aria-describedby={error ? `${descriptionId} ${messageId}` : descriptionId}
        aria-invalid={!!error}
        {...props}
      />
    );
  },
);

export function FormDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  const { descriptionId } = useField();
  return <p id={descriptionId} className={cn('text-xs text-stone-500', className)} {...props} />;
}

export function FormMessage({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { error, messageId } = useField();
  if (!error?.message) return null;
  return (
    <p id={messageId} role="alert" className={cn('text-sm text-red-700', className)}>
      {t(error.message)}
    </p>
  );
}

/** The form-level error set with `setError('root', {message: 'ns:key'})`. */
/** A form-level error: an i18n key and its values ("try again in {{count}} minutes"), for setError('root', …). */
export function rootError(key: string, params?: Record<string, string | number>): ErrorOption {
  // react-hook-form keeps extra properties of the error it is given.
  return { message: key, params } as ErrorOption;
}

export function FormRootError({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { errors } = useFormState();
  const root = errors.root as { message?: string; params?: Record<string, string | number> } | undefined;
  if (!root?.message) return null;
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800', className)}>
      {t(root.message, root.params)}
    </p>
  );
}
