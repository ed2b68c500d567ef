import { Suspense } from 'react';
import { SignoffInbox } from '../lazy/records.ts';
import { Page } from '../ui/Page.tsx';
import { Loading } from '../ui/States.tsx';

/** /dashboard/signoffs: every record awaiting my sign-off. */
export default function SignoffsPage() {
  return (
    <Page title="Sign-offs" subtitle="Records waiting for you to sign off.">
      <div className="card">
        <Suspense fallback={<Loading label="Loading sign-offs…" />}>
          <SignoffInbox />
        </Suspense>
      </div>
    </Page>
  );
}
