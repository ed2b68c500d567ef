import { fileURLToPath } from 'node:url';
import { tremorTheme } from './src/charts/tailwind-theme.js';

const web = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/** @type {import('tailwindcss').Config} */
export default {
  darkMode: 'class',
  content: [`${web}index.html`, `${web}src/**/*.{ts,tsx}`, `${root}node_modules/@tremor/**/*.{js,ts,jsx,tsx}`],
  theme: {
    extend: {
      // Semantic colours: light, dark and high-contrast are sets of CSS variables (src/index.css),
      // so one class name works in every mode.
      colors: {
        canvas: 'rgb(var(--c-canvas) / <alpha-value>)',
        surface: 'rgb(var(--c-surface) / <alpha-value>)',
        sunken: 'rgb(var(--c-sunken) / <alpha-value>)',
        ink: 'rgb(var(--c-ink) / <alpha-value>)',
        muted: 'rgb(var(--c-muted) / <alpha-value>)',
        line: 'rgb(var(--c-line) / <alpha-value>)',
        accent: 'rgb(var(--c-accent) / <alpha-value>)',
        'accent-ink': 'rgb(var(--c-accent-ink) / <alpha-value>)',
        'accent-soft': 'rgb(var(--c-accent-soft) / <alpha-value>)',
        danger: 'rgb(var(--c-danger) / <alpha-value>)',
        'danger-soft': 'rgb(var(--c-danger-soft) / <alpha-value>)',
        ...tremorTheme.colors,
      },
      // Tremor's tokens on our colour variables (src/charts/tailwind-theme.js).
      boxShadow: tremorTheme.boxShadow,
      borderRadius: tremorTheme.borderRadius,
      fontSize: tremorTheme.fontSize,
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
  // Tremor builds chart colour classes at run time; Tailwind must keep them (STACK.md).
  // Only the chart palette (SPEC §9: 10 colours + status green/amber/red/blue), to keep the CSS small.
  safelist: [
    {
      pattern:
        /^(bg|text|border|ring|stroke|fill)-(blue|emerald|violet|amber|cyan|pink|lime|fuchsia|indigo|rose|green|red|gray)-(100|200|500|700)$/,
    },
  ],
  plugins: [],
};
