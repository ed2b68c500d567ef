// A redirect that goes again for each address it is shown for. React Router's <Navigate> navigates when its target
// changes; one route element that sends several addresses to the same target (e.g. /cyp/incidents/edit/details/before
// and …/details/incident both open the form's "details") stays mounted when the second address is asked for while the
// first redirect's page is still loading, sees the same target, and never goes: a blank page.
import { Navigate, type NavigateProps, useLocation } from 'react-router';

export function Redirect(props: NavigateProps) {
  const { key, pathname, search } = useLocation();
  return <Navigate key={`${key} ${pathname}${search}`} {...props} />;
}
