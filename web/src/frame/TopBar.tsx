import { Link } from 'react-router';
import { DisplayToggles } from './DisplayToggles.tsx';
import { HomeSwitcher } from './HomeSwitcher.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { APP_NAME } from '../ui/Page.tsx';
import { SearchBox } from '../search/SearchBox.tsx';

export function TopBar() {
  return (
    <header className="sticky top-0 z-20 flex min-h-[64px] flex-wrap items-center gap-3 border-b border-line bg-surface px-4 py-2">
      <MobileMenu />
      <Link to="/dashboard" className="mr-2 text-lg font-semibold text-ink no-underline">
        {APP_NAME}
      </Link>
      <HomeSwitcher />
      <div className="ml-auto flex items-center gap-2">
        <SearchBox />
        <DisplayToggles />
        <UserMenu />
      </div>
    </header>
  );
}
