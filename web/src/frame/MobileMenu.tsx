// Below 1024 px the main navigation is a menu behind a button in the top bar, so the page keeps the whole
// width; below 768 px it also holds what the one-row top bar leaves out (home, search, help, display).
// A modal <dialog>: focus moves into it and stays there, Escape closes it, and so does choosing a link.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HelpLink } from '../help/HelpLink.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { Icon } from '../ui/Icon.tsx';
import { DisplayToggles } from './DisplayToggles.tsx';
import { HomeSwitcher } from './HomeSwitcher.tsx';
import { NavList } from './Sidebar.tsx';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  // A link was followed (or the address changed otherwise): the menu has done its job.
  useEffect(() => setOpen(false), [pathname]);
  // Widening the window past the breakpoint shows the sidebar; a menu left open would cover it.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <button
        type="button"
        className="btn-ghost -ml-2 px-3 lg:hidden"
        aria-expanded={open}
        aria-controls="menu-dialog"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span>Menu</span>
      </button>
      <dialog
        id="menu-dialog"
        ref={dialog}
        aria-label="Menu"
        className="m-0 h-full max-h-none w-72 max-w-[85vw] border-r border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/40"
        onClose={() => setOpen(false)}
        // a click on the backdrop lands on the dialog element itself
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false);
        }}
      >
        {open ? (
          <nav aria-label="Main" className="flex flex-col gap-2 p-2">
            <button type="button" className="btn-ghost justify-start px-3" onClick={() => setOpen(false)} autoFocus>
              <Icon name="close" />
              <span>Close menu</span>
            </button>
            <div className="flex flex-col gap-3 border-b border-line px-3 pb-3 md:hidden">
              <HomeSwitcher />
              <SearchBox />
              <div className="flex items-center gap-2">
                <HelpLink />
                <DisplayToggles />
              </div>
            </div>
            <NavList />
          </nav>
        ) : null}
      </dialog>
    </>
  );
}
