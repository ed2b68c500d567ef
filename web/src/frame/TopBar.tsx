import { Link } from 'react-router';
import { HelpLink } from '../help/HelpLink.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { APP_NAME } from '../ui/Page.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import { DisplayToggles } from './DisplayToggles.tsx';
import { HomeSwitcher } from './HomeSwitcher.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar() {
  return (
    // One row on a phone (menu, name, account): the home, search, help and display toggles move into the Menu
    // below 768 px, so the first screen is the page. Sticky from 1024 px only.
    <header className="top-0 z-20 flex min-h-[56px] flex-nowrap items-center gap-2 border-b border-line bg-surface px-2 py-1 md:min-h-[64px] md:flex-wrap md:gap-3 md:px-4 md:py-2 lg:sticky">
      <MobileMenu />
      <Link
        to="/dashboard"
        className="flex min-w-0 items-center gap-2 text-lg font-semibold text-ink no-underline md:mr-2"
      >
        <CompanyLogo />
        <span className="truncate">{APP_NAME}</span>
      </Link>
      <div className="hidden min-w-0 md:block">
        <HomeSwitcher />
      </div>
      {/* wraps (and may shrink to wrap) on a tablet rather than pushing the account menu off the screen */}
      <div className="ml-auto flex shrink-0 items-center justify-end gap-2 md:shrink md:flex-wrap">
        <div className="hidden items-center gap-2 md:flex">
          <SearchBox />
          <HelpLink />
          <DisplayToggles />
        </div>
        <UserMenu />
      </div>
    </header>
  );
}
