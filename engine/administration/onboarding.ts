// A new organisation: the product administrator creates one with its first homes and its
// director in one transaction (/create-company), or approves a care provider's request from /register through
// the same path. The director gets an invitation link as any new user does (service.ts), shown once.
import type { Caller } from '../access/index.ts';
import type { MailService } from '../mail/service.ts';
import { conflict, notFound, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { RequestedHome } from '../store/onboarding.ts';
import { issueLoginLink } from './login-links.ts';

/** Pending requests kept in one day, whoever sends them: a flood cannot fill the administrator's list. */
const REQUESTS_PER_DAY = 200;

export interface NewCompany {
  organisation: { name: string; slug?: string };
  homes: RequestedHome[];
  director: { name: string; email: string };
}
export interface AccountRequestInput {
  organisationName: string;
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
  homes: RequestedHome[];
  message?: string | null;
}

/** A short name from the organisation's name: "Oak & Willow Care Ltd" → "oak-willow-care-ltd". */
const slugFrom = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'organisation';

export function onboardingService({ store, mail }: { store: Store; mail?: MailService }) {
  async function freeSlug(wanted: string | undefined, name: string) {
    if (wanted) {
      if (await store.admin.organisationBySlug(wanted))
        throw new Problem(409, 'Conflict', 'That short name is taken.', [
          { path: '/organisation/slug', message: 'is taken' },
        ]);
      return wanted;
    }
    const base = slugFrom(name);
    for (let n = 1; ; n++) {
      const s = n === 1 ? base : `${base}-${n}`;
      if (!(await store.admin.organisationBySlug(s))) return s;
    }
  }

  /**
   * Organisation, homes, director, invitation and audit together; `requestId` marks that request approved in the same
   * transaction.
   */
  async function create(caller: Caller, c: NewCompany, requestId?: string) {
    const names = c.homes.map((h) => h.name.trim().toLowerCase());
    const twice = names.findIndex((n, i) => names.indexOf(n) !== i);
    if (twice >= 0)
      throw new Problem(422, 'Validation failed', 'Two homes have the same name.', [
        { path: `/homes/${twice}/name`, message: 'is the name of another home in this list' },
      ]);
    const slug = await freeSlug(c.organisation.slug, c.organisation.name);
    const created = await store.onboardingTransaction(async (t) => {
      if (
        requestId &&
        !(await t.accountRequests.decide(requestId, { status: 'approved', by: caller.id, note: null, orgId: null }))
      ) {
        throw conflict('This request has already been decided.');
      }
      const orgId = await t.admin.createOrganisation({ name: c.organisation.name.trim(), slug });
      const homeIds = [];
      for (const h of c.homes) homeIds.push(await t.admin.createHome(orgId, { ...h, name: h.name.trim() }));
      const directorId = await t.admin.createUser(orgId, {
        email: c.director.email.trim().toLowerCase(),
        name: c.director.name.trim(),
        passwordHash: null,
        role: 'director',
        isManager: true,
        homeIds,
      });
      await t.forOrg(orgId).audit.write({
        userId: null,
        action: 'organisation.create',
        entity: 'organisation',
        entityId: orgId,
        detail: { by: caller.email, homes: homeIds.length, requestId: requestId ?? null },
      });
      await t.forOrg(caller.orgId).audit.write({
        userId: caller.id,
        action: 'organisation.create',
        entity: 'organisation',
        entityId: orgId,
        detail: { name: c.organisation.name, homes: homeIds.length, requestId: requestId ?? null },
      });
      if (requestId) await t.accountRequests.linkOrganisation(requestId, orgId);
      // Without email the product administrator passes the link on: a new organisation has no one else to.
      const invite = await issueLoginLink(t.forOrg(orgId), mail, {
        userId: directorId,
        email: c.director.email.trim().toLowerCase(),
        purpose: 'invite',
        createdBy: caller.id,
        orgName: c.organisation.name.trim(),
      });
      return { id: orgId, slug, homeIds, directorId, invite };
    });
    return created;
  }

  return {
    createCompany: (caller: Caller, c: NewCompany) => create(caller, c),

    /** From /register: kept for the product administrator; the answer is the same whoever asks (no enumeration). */
    async requestAccount(input: AccountRequestInput) {
      if ((await store.accountRequests.pendingToday()) >= REQUESTS_PER_DAY) {
        throw new Problem(429, 'Too many requests', 'We cannot take more requests today. Please try again tomorrow.');
      }
      await store.accountRequests.insert({
        organisationName: input.organisationName.trim(),
        contactName: input.contactName.trim(),
        contactEmail: input.contactEmail.trim().toLowerCase(),
        contactPhone: input.contactPhone?.trim() || null,
        homes: input.homes.map((h) => ({ ...h, name: h.name.trim() })),
        message: input.message?.trim() || null,
      });
      return {
        received: true,
        message:
          'Thank you. We will check your details and email you when your account is ready. Nothing can be used until then.',
      };
    },

    requests: (status?: string) => store.accountRequests.list(status),

    async approve(caller: Caller, id: string, slug?: string) {
      const r = await store.accountRequests.get(id);
      if (!r) throw notFound('The request');
      if (r.status !== 'pending') throw conflict('This request has already been decided.');
      return create(
        caller,
        {
          organisation: { name: r.organisationName, slug },
          homes: r.homes,
          director: { name: r.contactName, email: r.contactEmail },
        },
        id,
      );
    },

    async decline(caller: Caller, id: string, note: string | null) {
      const r = await store.accountRequests.get(id);
      if (!r) throw notFound('The request');
      if (!(await store.accountRequests.decide(id, { status: 'declined', by: caller.id, note, orgId: null })))
        throw conflict('This request has already been decided.');
      await store.forOrg(caller.orgId).audit.write({
        userId: caller.id,
        action: 'account-request.decline',
        entity: 'account-request',
        entityId: id,
        detail: { note },
      });
      return { id, status: 'declined' as const };
    },
  };
}
