import { describe, expect, it } from 'vitest';

import { toCsv } from '@/lib/csv';
import { leadStatusOf, medianFirstContactMinutes, storedStatusesOf } from '@/lib/domain/leads';
import { leadSearchText, toApiLead, toTimeline } from '@/lib/services/leads/mapper';
import { leadQuery, scopeOf, searchPatterns } from '@/lib/services/leads/scope';

const admin = { id: 'a1', name: 'Admin', email: 'a@x.co', role: 'admin' as const };
const agent = { id: '64b000000000000000000007', name: 'Sofía', email: 's@x.co', role: 'agent' as const };
const asIs = <T extends object>(value: T) => value;

describe('lead statuses', () => {
  it("reads legacy words as today's and matches both when filtering", () => {
    expect(leadStatusOf('new')).toBe('nueva');
    expect(leadStatusOf('contacted')).toBe('contactada');
    expect(leadStatusOf('closed')).toBe('ganada');
    expect(leadStatusOf('negociacion')).toBe('negociacion');
    expect(leadStatusOf('toString')).toBeNull();
    expect(leadStatusOf(undefined)).toBeNull();
    expect(storedStatusesOf('ganada')).toEqual(['ganada', 'closed']);
    expect(storedStatusesOf('negociacion')).toEqual(['negociacion']);
  });

  it('takes the median of the minutes to first contact', () => {
    const at = (minutes: number) => ({ createdAt: new Date(0), firstContactAt: new Date(minutes * 60_000) });
    expect(medianFirstContactMinutes([])).toBeNull();
    expect(medianFirstContactMinutes([at(10), at(30), at(500)])).toBe(30);
    expect(medianFirstContactMinutes([at(10), at(20), at(30), at(1000)])).toBe(25);
  });
});

describe('lead search and filters', () => {
  it('searches name, e-mail and phone digits without accents', () => {
    expect(leadSearchText({ name: 'María Peña', email: 'maria@correo.co', phone: '+57 300 123-4567' })).toBe(
      'maria pena maria@correo.co 573001234567',
    );
    expect(searchPatterns('  MARÍA  300-123 ')).toEqual(['maria', '300123']);
    expect(searchPatterns('a.b+c@x.co')).toEqual(['a\\.b\\+c@x\\.co']);
    expect(searchPatterns('(.*)')).toEqual(['\\(\\.\\*\\)']);
  });

  it('scopes an agent to their own leads and builds each filter', () => {
    expect(scopeOf(admin)).toEqual({});
    expect(scopeOf(agent)).toEqual({ assigneeId: agent.id });
    expect(leadQuery({}, admin, asIs)).toEqual({});
    expect(leadQuery({ status: 'contactada', kind: 'visit' }, agent, asIs)).toEqual({
      $and: [{ assigneeId: agent.id }, { kind: 'visit' }, { status: { $in: ['contactada', 'contacted'] } }],
    });
    expect(leadQuery({ assigneeId: 'none', q: 'ana', from: '2026-03-01', to: '2026-03-31' }, admin, asIs)).toEqual({
      $and: [
        { assigneeId: null },
        { searchText: { $regex: 'ana' } },
        { createdAt: { $gte: new Date('2026-03-01T05:00:00Z'), $lt: new Date('2026-04-01T05:00:00Z') } },
      ],
    });
  });
});

describe('lead mapping', () => {
  it('shows the assignee by name and a visit in Bogotá time', () => {
    const lead = toApiLead(
      {
        _id: 'l1',
        kind: 'visit',
        status: 'visita_agendada',
        name: 'Ana',
        email: 'ana@x.co',
        assigneeId: agent.id,
        visit: { start: new Date('2026-05-04T14:00:00Z'), end: new Date('2026-05-04T15:00:00Z'), state: 'scheduled' },
      },
      new Map([[agent.id, 'Sofía']]),
    );
    expect(lead.assignee).toEqual({ id: agent.id, name: 'Sofía' });
    expect(lead.visit).toEqual({
      start: '2026-05-04T09:00:00-05:00',
      end: '2026-05-04T10:00:00-05:00',
      state: 'scheduled',
    });
  });

  it('words assignment events by the names they had', () => {
    const at = new Date('2026-05-04T14:00:00Z');
    expect(
      toTimeline([
        { type: 'status', at, actorName: 'Sofía', from: 'nueva', to: 'contactada' },
        { type: 'assignment', at, actorName: 'Admin', from: 'x', fromName: 'Luis', to: 'y', toName: 'Sofía' },
      ]),
    ).toEqual([
      { type: 'status', at: at.toISOString(), actor: 'Sofía', text: null, from: 'nueva', to: 'contactada' },
      { type: 'assignment', at: at.toISOString(), actor: 'Admin', text: null, from: 'Luis', to: 'Sofía' },
    ]);
  });
});

describe('CSV export', () => {
  it('quotes every cell, adds a BOM and guards formula cells', () => {
    const csv = toCsv([
      ['nombre', 'telefono'],
      ['Peña, "la" señora', '+57 300'],
      ['=HYPERLINK("x")', '@SUM(1)'],
      ['-2', null],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"nombre","telefono"',
      '"Peña, ""la"" señora","\'+57 300"',
      '"\'=HYPERLINK(""x"")","\'@SUM(1)"',
      '"\'-2",""',
      '',
    ]);
  });
});
