// Renders the auth e-mail templates of supabase/templates/ as hosted GoTrue would (Go html/template), for the
// subset they use: `{{ .Name }}`, `{{ .Data.key }}` and one level of `{{ if eq .Data.key "v" }}…{{ else }}…{{ end }}`.
// Values are HTML-escaped, as html/template does. Anything else is refused, so a template that would render
// differently on hosted fails here first.
import escapeHtml from 'escape-html';

export interface TemplateData {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  Data: Record<string, unknown>;
}

const VALUE = /^\.(ConfirmationURL|Token|TokenHash|SiteURL|RedirectTo|Email|Data\.[A-Za-z_][A-Za-z0-9_]*)$/;

function lookup(name: string, data: TemplateData): string {
  if (!VALUE.test(name)) throw new Error(`unsupported template value ${name}`);
  const v = name.startsWith('.Data.') ? data.Data[name.slice(6)] : data[name.slice(1) as Exclude<keyof TemplateData, 'Data'>];
  if (typeof v === 'string') return v;
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
}

/** Fills a template; throws on an action outside the supported subset. */
export function renderTemplate(src: string, data: TemplateData): string {
  const ifBlock = /{{-?\s*if\s+eq\s+(\.[\w.]+)\s+"([^"]*)"\s*-?}}([\s\S]*?)(?:{{-?\s*else\s*-?}}([\s\S]*?))?{{-?\s*end\s*-?}}/g;
  const choose = (_: string, name: string, value: string, yes: string, no: string | undefined): string =>
    lookup(name, data) === value ? yes : (no ?? '');
  const chosen = src.replace(ifBlock, choose);
  return chosen.replace(/{{-?\s*([^}]*?)\s*-?}}/g, (_, action: string): string => escapeHtml(lookup(action, data)));
}
