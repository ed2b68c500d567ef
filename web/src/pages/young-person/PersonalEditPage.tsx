// /cyp/resident/:ypId/profile/details/personal/edit: change the young person's basic details.
import { useNavigate } from 'react-router';
import { api } from '../../api.ts';
import { useMe } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { usePageTitle } from '../../ui/Page.tsx';
import { canAddYoungPeople } from '../young-people/permissions.ts';
import { emptyValues, toBody, YoungPersonForm, type YoungPersonValues } from '../young-people/YoungPersonForm.tsx';
import { useProfile } from './context.ts';

export default function PersonalEditPage() {
  const { yp, reload } = useProfile();
  const me = useMe();
  const navigate = useNavigate();
  usePageTitle(`Edit personal details · ${yp.firstName} ${yp.lastName}`);
  const back = `/cyp/resident/${encodeURIComponent(yp.id)}/profile/details/personal`;

  if (yp.archivedAt || !canAddYoungPeople(me, yp.homeId)) {
    return (
      <section className="card" aria-labelledby="edit-heading">
        <h2 id="edit-heading" className="text-lg font-semibold">
          Edit personal details
        </h2>
        <p className="mt-2">
          {yp.archivedAt
            ? 'This young person is archived: restore them first.'
            : 'You need edit access to young people in this home to change these details.'}
        </p>
      </section>
    );
  }

  const initial: YoungPersonValues = {
    ...emptyValues(yp.homeId),
    firstName: yp.firstName,
    lastName: yp.lastName,
    preferredName: yp.preferredName ?? '',
    birthKnown: yp.dateOfBirth || !yp.birthYear ? 'date' : 'year',
    dateOfBirth: yp.dateOfBirth?.slice(0, 10) ?? '',
    birthYear: !yp.dateOfBirth && yp.birthYear ? String(yp.birthYear) : '',
    gender: yp.gender ?? '',
    keyWorkerId: yp.keyWorkerId ?? '',
    moveInDate: yp.moveInDate?.slice(0, 10) ?? '',
  };

  const save = async (v: YoungPersonValues) => {
    await api<YoungPerson>(`/api/young-people/${encodeURIComponent(yp.id)}`, { method: 'PUT', body: toBody(v, false) });
    reload();
    void navigate(back, { state: { flash: 'Personal details saved.' } });
  };

  return (
    <section aria-labelledby="edit-heading" className="space-y-3">
      <h2 id="edit-heading" className="text-xl font-semibold">
        Edit personal details
      </h2>
      <YoungPersonForm initial={initial} submitLabel="Save details" onSubmit={save} onCancel={() => navigate(back)} />
    </section>
  );
}
