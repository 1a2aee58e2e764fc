// An owner who left their details on /vender finds them already in /plan-form. They travel in
// the tab's sessionStorage, never in the URL (which servers, proxies and referrers would log).

const KEY = 'plan-contact';

export interface PlanContact {
  name: string;
  email: string;
  phone: string;
  city: string;
}

export function rememberPlanContact(contact: PlanContact): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(contact));
  } catch {
    // storage refused (private mode, quota): the form simply starts empty
  }
}

/** The remembered contact split for the plan form, or null. */
export function recallPlanContact(): { firstName: string; lastName: string; email: string; phone: string } | null {
  try {
    const contact = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PlanContact | null;
    if (!contact?.email) return null;
    const [firstName = '', ...rest] = contact.name.trim().split(/\s+/);
    return { firstName, lastName: rest.join(' '), email: contact.email, phone: contact.phone };
  } catch {
    return null;
  }
}
