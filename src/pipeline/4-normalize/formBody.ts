/**
 * A value as form fields with bracketed keys, the way Rails, PHP and Stripe read them: `address[city]=Paris`,
 * `items[0][price]=p_1` (a nested object written as JSON would reach the server as one string).
 */
export function formFields(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return prefix ? [[prefix, '']] : [];
  if (typeof value !== 'object') return prefix ? [[prefix, String(value)]] : [];
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => formFields(item, prefix ? `${prefix}[${key}]` : key));
}

/** Form encoding (a space is `+`); the brackets of a key stay readable, as servers and curl's `-d` take them. */
const encoded = (text: string, brackets = false) => {
  const form = encodeURIComponent(text).replaceAll('%20', '+');
  return brackets ? form.replaceAll('%5B', '[').replaceAll('%5D', ']') : form;
};

/**
 * An `application/x-www-form-urlencoded` body as it travels, a field a line so that it reads (each line after
 * the first starts with its `&`). A value that is not an object stays as it is.
 */
export function formBodyText(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return formFields(value)
    .map(([name, field]) => `${encoded(name, true)}=${encoded(field)}`)
    .join('\n&');
}
