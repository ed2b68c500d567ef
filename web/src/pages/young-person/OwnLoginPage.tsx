// SPEC §2 profile details {product}-access: the young person's own login to the product (who may sign in,
// what they may do, ending it). A manager of their home manages it; others are told who can.
import { useMe } from '../../session.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { isManagerOf } from '../young-people/permissions.ts';
import { useProfile } from './context.ts';
import { YoungPersonLoginPanel } from './YoungPersonLoginPanel.tsx';

export default function OwnLoginPage() {
  const { yp } = useProfile();
  const me = useMe();
  usePageTitle(`Their own login · ${yp.firstName} ${yp.lastName}`);
  if (yp.archivedAt)
    return <EmptyState title="No login while archived.">A login can be given once they are restored.</EmptyState>;
  if (!isManagerOf(me, yp.homeId))
    return <EmptyState title="Their own login">A manager of their home gives and ends their own login.</EmptyState>;
  return <YoungPersonLoginPanel yp={yp} />;
}
