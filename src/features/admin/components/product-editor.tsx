// Create or edit a product: Italian and English texts, price, stock, status, badge, weight, aging, gallery.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Control, type ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useCategories } from '../api/get-categories.ts';
import type { AdminProduct } from '../api/get-admin-products.ts';
import { useCreateProduct, useUpdateProduct } from '../api/save-product.ts';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { PRODUCT_BADGES, PRODUCT_STATUSES, productSchema, slugify, toProductRow, type ProductValues } from '../product-schema.ts';

const numText = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

function toValues(p: AdminProduct | null, categoryId: string): ProductValues {
  return {
    nameIt: p?.name_it ?? '',
    nameEn: p?.name_en ?? '',
    slug: p?.slug ?? '',
    sku: p?.sku ?? '',
    categoryId: p?.category_id ?? categoryId,
    shortDescriptionIt: p?.short_description_it ?? '',
    shortDescriptionEn: p?.short_description_en ?? '',
    descriptionIt: p?.description_it ?? '',
    descriptionEn: p?.description_en ?? '',
    packLabelIt: p?.pack_label_it ?? '',
    packLabelEn: p?.pack_label_en ?? '',
    price: numText(p?.price),
    stock: numText(p?.stock_quantity ?? 0),
    status: p?.status ?? 'draft',
    badge: PRODUCT_BADGES.find((b) => b === p?.badge) ?? '',
    weightKg: numText(p?.weight_kg),
    agingMonths: numText(p?.aging_months),
    gallery: (p?.gallery_urls ?? []).join('\n'),
  };
}

type Name = keyof ProductValues;
const selectClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-terracotta-600';

/** A labelled form field with its hint and error; `input` draws the control. */
function Field({ control, name, label, hint, input }: { control: Control<ProductValues>; name: Name; label: string; hint?: string; input: (field: ControllerRenderProps<ProductValues, Name>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{input(field)}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function TextField({ area, inputMode, ...props }: { control: Control<ProductValues>; name: Name; label: string; area?: boolean; hint?: string; inputMode?: 'decimal' | 'numeric' }) {
  return <Field {...props} input={(field) => (area ? <Textarea rows={4} {...field} /> : <Input {...field} inputMode={inputMode} />)} />;
}

/** A choice among fixed values, each shown by its label. */
function SelectField({ options, ...props }: { control: Control<ProductValues>; name: Name; label: string; options: Array<[value: string, label: string]> }) {
  return (
    <Field
      {...props}
      input={(field) => (
        <select className={selectClass} {...field}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>{text}</option>
          ))}
        </select>
      )}
    />
  );
}

export interface ProductEditorProps {
  /** null: a new product. */
  product: AdminProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ProductEditor({ product, open, onOpenChange }: ProductEditorProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? t('editor.editTitle', { name: product.name_it }) : t('editor.newTitle')}</DialogTitle>
          <DialogDescription>{t('editor.description')}</DialogDescription>
        </DialogHeader>
        {open && <EditorForm key={product?.id ?? 'new'} product={product} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditorForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const categories = useCategories();
  const update = useUpdateProduct();
  const create = useCreateProduct();
  const form = useForm<ProductValues>({
    resolver: zodResolver(productSchema),
    defaultValues: toValues(product, categories.data?.[0]?.id ?? ''),
  });
  const pending = update.isPending || create.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    const row = toProductRow(values);
    try {
      if (product) {
        // Optimistic: close at once; the grid already shows the change and rolls back if the save fails.
        onDone();
        await update.mutateAsync({ id: product.id, row });
      } else {
        await create.mutateAsync(row);
        onDone();
      }
      toast.success(t('editor.saved'));
    } catch (e) {
      form.setError('root', { message: (e as Error).message || 'admin:editor.saveError' });
    }
  });

  const c = form.control;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('editor.formLabel')}>
        <Tabs defaultValue="it">
          <TabsList>
            <TabsTrigger value="it">{t('editor.tabs.it')}</TabsTrigger>
            <TabsTrigger value="en">{t('editor.tabs.en')}</TabsTrigger>
            <TabsTrigger value="details">{t('editor.tabs.details')}</TabsTrigger>
          </TabsList>
          {/* forceMount keeps every field registered, so errors on a hidden tab still block the save. */}
          <TabsContent value="it" forceMount className="flex flex-col gap-3 pt-4 data-[state=inactive]:hidden">
            <FormField
              control={c}
              name="nameIt"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('editor.fields.nameIt')}</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      onBlur={() => {
                        field.onBlur();
                        if (!product && !form.getValues('slug')) form.setValue('slug', slugify(field.value));
                      }}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <TextField control={c} name="shortDescriptionIt" label={t('editor.fields.shortDescriptionIt')} />
            <TextField control={c} name="descriptionIt" label={t('editor.fields.descriptionIt')} area />
            <TextField control={c} name="packLabelIt" label={t('editor.fields.packLabelIt')} hint={t('editor.hints.packLabel')} />
          </TabsContent>
          <TabsContent value="en" forceMount className="flex flex-col gap-3 pt-4 data-[state=inactive]:hidden">
            <TextField control={c} name="nameEn" label={t('editor.fields.nameEn')} />
            <TextField control={c} name="shortDescriptionEn" label={t('editor.fields.shortDescriptionEn')} />
            <TextField control={c} name="descriptionEn" label={t('editor.fields.descriptionEn')} area />
            <TextField control={c} name="packLabelEn" label={t('editor.fields.packLabelEn')} hint={t('editor.hints.packLabel')} />
          </TabsContent>
          <TabsContent value="details" forceMount className="grid gap-3 pt-4 data-[state=inactive]:hidden sm:grid-cols-2">
            <TextField control={c} name="slug" label={t('editor.fields.slug')} />
            <TextField control={c} name="sku" label={t('editor.fields.sku')} />
            <TextField control={c} name="price" label={t('editor.fields.price')} inputMode="decimal" />
            <TextField control={c} name="stock" label={t('editor.fields.stock')} inputMode="numeric" />
            <SelectField control={c} name="status" label={t('editor.fields.status')} options={PRODUCT_STATUSES.map((v) => [v, t(`products.statuses.${v}`)])} />
            <SelectField control={c} name="categoryId" label={t('editor.fields.category')} options={(categories.data ?? []).map((cat) => [cat.id, cat.name_it])} />
            <SelectField control={c} name="badge" label={t('editor.fields.badge')} options={[['', t('editor.noBadge')], ...PRODUCT_BADGES.map((b): [string, string] => [b, label('productBadge', b)])]} />
            <TextField control={c} name="weightKg" label={t('editor.fields.weightKg')} inputMode="decimal" />
            <TextField control={c} name="agingMonths" label={t('editor.fields.agingMonths')} inputMode="numeric" />
            <div className="sm:col-span-2">
              <TextField control={c} name="gallery" label={t('editor.fields.gallery')} hint={t('editor.hints.gallery')} area />
            </div>
          </TabsContent>
        </Tabs>
        <FormRootError />
        <DialogFooter className="mt-2">
          <Button variant="ghost" onClick={onDone}>{t('editor.cancel')}</Button>
          <Button type="submit" pending={pending} disabled={pending}>{t('editor.save')}</Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
