// Tremor's own design tokens (text-tremor-content, fill-tremor-content, stroke-tremor-border…),
// mapped onto the app's colour variables, so charts follow light, dark and high-contrast modes.
// Imported by web/tailwind.config.js.
const v = (name) => `rgb(var(--c-${name}) / <alpha-value>)`;
const colours = {
  brand: {
    faint: v('accent-soft'),
    muted: v('accent-soft'),
    subtle: v('accent'),
    DEFAULT: v('accent'),
    emphasis: v('accent'),
    inverted: v('accent-ink'),
  },
  background: { muted: v('sunken'), subtle: v('sunken'), DEFAULT: v('surface'), emphasis: v('ink') },
  border: { DEFAULT: v('line') },
  ring: { DEFAULT: v('line') },
  content: { subtle: v('muted'), DEFAULT: v('muted'), emphasis: v('ink'), strong: v('ink'), inverted: v('surface') },
};

export const tremorTheme = {
  colors: { tremor: colours, 'dark-tremor': colours },
  boxShadow: {
    'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1)',
    'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1)',
    'dark-tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    'dark-tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1)',
    'dark-tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1)',
  },
  borderRadius: { 'tremor-small': '0.375rem', 'tremor-default': '0.5rem', 'tremor-full': '9999px' },
  fontSize: {
    'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
    'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
    'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
    'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
  },
};
