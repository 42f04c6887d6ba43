// Create or edit a product. The first tab holds what changes most (price, stock, status); then the texts and
// every fact the product page shows, in Italian and in English; then the product sheet (milk, allergens,
// storage, weight, aging, gallery). The database still decides: admins only (RLS) and its check constraints.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { PRODUCT_TEXT_FACTS } from '@/domain/product-facts.ts';
import { useCategories } from '../api/get-categories.ts';
import type { AdminProduct } from '../api/get-admin-products.ts';
import { useCreateProduct, useUpdateProduct } from '../api/save-product.ts';
import { MILK_ANIMALS, MILK_TREATMENTS, PRODUCT_BADGES, PRODUCT_STATUSES, productSchema, slugify, toProductRow, type ProductValues } from '../product-schema.ts';
import { toValues } from '../product-values.ts';
import { SelectField, TextField } from './product-editor-fields.tsx';

const tabClass = 'flex flex-col gap-3 pt-4 data-[state=inactive]:hidden';

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
        <Tabs defaultValue="sale">
          <TabsList className="flex-wrap">
            {(['sale', 'it', 'en', 'sheet'] as const).map((tab) => (
              <TabsTrigger key={tab} value={tab}>{t(`editor.tabs.${tab}`)}</TabsTrigger>
            ))}
          </TabsList>
          {/* forceMount keeps every field registered, so errors on a hidden tab still block the save. */}
          <TabsContent value="sale" forceMount className={`${tabClass} sm:grid sm:grid-cols-2`}>
            <TextField control={c} name="price" label={t('editor.fields.price')} inputMode="decimal" />
            <TextField control={c} name="stock" label={t('editor.fields.stock')} inputMode="numeric" />
            <SelectField control={c} name="status" label={t('editor.fields.status')} options={PRODUCT_STATUSES.map((v) => [v, t(`products.statuses.${v}`)])} />
            <SelectField control={c} name="badge" label={t('editor.fields.badge')} options={[['', t('editor.noBadge')], ...PRODUCT_BADGES.map((b): [string, string] => [b, label('productBadge', b)])]} />
            <SelectField control={c} name="categoryId" label={t('editor.fields.category')} options={(categories.data ?? []).map((cat) => [cat.id, cat.name_it])} />
            <TextField control={c} name="sku" label={t('editor.fields.sku')} />
            <TextField control={c} name="slug" label={t('editor.fields.slug')} />
          </TabsContent>
          {(['it', 'en'] as const).map((lang) => (
            <TabsContent key={lang} value={lang} forceMount className={tabClass}>
              {lang === 'it' ? (
                <ItalianName control={c} label={t('editor.fields.nameIt')} onName={(name) => !product && !form.getValues('slug') && form.setValue('slug', slugify(name))} />
              ) : (
                <TextField control={c} name="nameEn" label={t('editor.fields.nameEn')} />
              )}
              <TextField control={c} name={lang === 'it' ? 'shortDescriptionIt' : 'shortDescriptionEn'} label={t(`editor.fields.shortDescription${lang === 'it' ? 'It' : 'En'}`)} />
              <TextField control={c} name={lang === 'it' ? 'descriptionIt' : 'descriptionEn'} label={t(`editor.fields.description${lang === 'it' ? 'It' : 'En'}`)} area />
              <TextField control={c} name={lang === 'it' ? 'packLabelIt' : 'packLabelEn'} label={t(`editor.fields.packLabel${lang === 'it' ? 'It' : 'En'}`)} hint={t('editor.hints.packLabel')} />
              {PRODUCT_TEXT_FACTS.map((fact) => (
                <TextField
                  key={fact}
                  control={c}
                  name={`facts.${lang}.${fact}`}
                  label={t('editor.inLanguage', { field: t(`editor.facts.${fact}`), language: t(`editor.languages.${lang}`) })}
                  hint={fact === 'aging' ? t('editor.hints.aging') : undefined}
                  area
                  rows={2}
                />
              ))}
            </TabsContent>
          ))}
          <TabsContent value="sheet" forceMount className={`${tabClass} sm:grid sm:grid-cols-2`}>
            <SelectField control={c} name="milkAnimal" label={t('editor.fields.milkAnimal')} options={[['', t('editor.notSet')], ...MILK_ANIMALS.map((v): [string, string] => [v, label('milkAnimal', v)])]} />
            <SelectField control={c} name="milkTreatment" label={t('editor.fields.milkTreatment')} options={[['', t('editor.notSet')], ...MILK_TREATMENTS.map((v): [string, string] => [v, label('milkTreatment', v)])]} />
            <TextField control={c} name="weightKg" label={t('editor.fields.weightKg')} inputMode="decimal" />
            <TextField control={c} name="agingMonths" label={t('editor.fields.agingMonths')} inputMode="numeric" />
            <TextField control={c} name="storageTemperature" label={t('editor.fields.storageTemperature')} />
            <TextField control={c} name="allergens" label={t('editor.fields.allergens')} hint={t('editor.hints.allergens')} />
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

/** The Italian name, which proposes the slug of a new product when it is left. */
function ItalianName({ control, label, onName }: { control: Control<ProductValues>; label: string; onName: (name: string) => void }) {
  return (
    <FormField
      control={control}
      name="nameIt"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              onBlur={() => {
                field.onBlur();
                onName(field.value);
              }}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
