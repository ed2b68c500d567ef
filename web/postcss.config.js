import { fileURLToPath } from 'node:url';

// Point Tailwind at its config explicitly: Vite runs from the repo root, not web/.
export default {
  plugins: {
    tailwindcss: { config: fileURLToPath(new URL('./tailwind.config.js', import.meta.url)) },
    autoprefixer: {},
  },
};
