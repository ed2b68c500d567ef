import { Link } from 'react-router';
import { DisplayToggles } from './DisplayToggles.tsx';
import { HomeSwitcher } from './HomeSwitcher.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import { APP_NAME } from '../ui/Page.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { HelpLink } from '../help/HelpLink.tsx';

export function TopBar() {
  return (
    // sticky from 1024 px only: on a phone the wrapped bar would hold a third of the screen
    <header className="top-0 z-20 flex lg:sticky min-h-[64px] flex-wrap items-center gap-3 border-b border-line bg-surface px-4 py-2">
      <MobileMenu />
      <Link to="/dashboard" className="mr-2 flex items-center gap-2 text-lg font-semibold text-ink no-underline">
        <CompanyLogo />
        {APP_NAME}
      </Link>
      <HomeSwitcher />
      {/* wraps on a phone rather than pushing the account menu off the screen */}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        <SearchBox />
        <HelpLink />
        <DisplayToggles />
        <UserMenu />
      </div>
    </header>
  );
}
