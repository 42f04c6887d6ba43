import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

/** A labelled input of the in-chat booking. */
export function Field({ id, label, ...props }: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}
