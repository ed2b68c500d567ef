// Light/dark theme and normal/high contrast, as pressed-state toggle buttons (remembered).
import { useContrastMode, useThemeMode } from '../preferences.ts';
import { Icon } from '../ui/Icon.tsx';

const toggle = 'btn-ghost h-11 w-11 px-0 aria-pressed:bg-sunken';

export function DisplayToggles() {
  const [theme, setTheme] = useThemeMode();
  const [contrast, setContrast] = useContrastMode();
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={toggle}
        aria-pressed={theme === 'dark'}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        title="Dark theme"
      >
        <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
        <span className="sr-only">Dark theme</span>
      </button>
      <button
        type="button"
        className={toggle}
        aria-pressed={contrast === 'high'}
        onClick={() => setContrast(contrast === 'high' ? 'normal' : 'high')}
        title="High contrast"
      >
        <Icon name="contrast" />
        <span className="sr-only">High contrast</span>
      </button>
    </div>
  );
}
