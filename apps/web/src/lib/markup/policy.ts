// Staff-written descriptions: formatting survives; scripts, event handlers, javascript: URLs, forms,
// frames and styles do not. Links leave the site in a new tab without access to it.
export const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
] as const;
