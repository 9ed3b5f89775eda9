import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInboxMessage } from '@clinic/contract/staff/staff-inbox';
import { renderStaffScreen } from '../../core/render-staff-screen';
import { InboxSection } from './inbox-section';

const message = (overrides: Partial<TInboxMessage> = {}): TInboxMessage => ({
  id: 5,
  name: 'Dana Levi',
  email: 'dana@example.com',
  phone: '972501234567',
  message: 'Do you take children on Fridays?',
  created_at: '2026-12-15T08:00:00Z',
  read: false,
  answered: false,
  answered_at: null,
  ...overrides,
});

/** The inbox answers these messages to any filter, with counts made from them. */
const inboxOf = (messages: TInboxMessage[]) => ({
  messages,
  unread: messages.filter((m) => !m.read).length,
  unanswered: messages.filter((m) => !m.answered).length,
});

afterEach(() => vi.unstubAllGlobals());

describe('the inbox section', () => {
  it('shows each message with its sender, text, counts and ways to reply', async () => {
    renderStaffScreen(<InboxSection />, {
      'GET /api/staff/messages': inboxOf([message(), message({ id: 6, name: 'Omer', read: true, answered: true })]),
    });
    const dana = await screen.findByRole('article', { name: 'Message from Dana Levi' });
    expect(within(dana).getByText('Do you take children on Fridays?')).toBeTruthy();
    expect(within(dana).getByText('(unread)')).toBeTruthy();
    expect(within(dana).getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/972501234567',
    );
    expect(within(dana).getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      'mailto:dana@example.com',
    );
    expect(screen.getByText('1 unread, 1 not answered')).toBeTruthy();
    // A message read and answered offers neither mark again.
    const omer = screen.getByRole('article', { name: 'Message from Omer' });
    expect(within(omer).queryByRole('button')).toBeNull();
    expect(within(omer).getByText('(answered)')).toBeTruthy();
  });

  it('asks the server for the filter chosen', async () => {
    const { calls } = renderStaffScreen(<InboxSection />, { 'GET /api/staff/messages': inboxOf([]) });
    expect(await screen.findByText('No messages.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Not answered');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/staff/messages').map((c) => c.query.filter)).toEqual([
        'all',
        'unanswered',
      ]),
    );
  });

  it('marks a message read, says so, and reads the inbox again', async () => {
    let read = false;
    const { calls, changes } = renderStaffScreen(<InboxSection />, {
      'GET /api/staff/messages': () => inboxOf([message({ read })]),
      'POST /api/staff/messages/5/read': () => {
        read = true;
        return { success: 1, message: message({ read: true }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText('Marked read.')).toBeTruthy();
    expect(changes()).toEqual(['POST /api/staff/messages/5/read']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark read' })).toBeNull());
    expect(calls.filter((c) => c.path === '/api/staff/messages')).toHaveLength(2);
  });

  it('marks a message answered', async () => {
    const { changes } = renderStaffScreen(<InboxSection />, {
      'GET /api/staff/messages': inboxOf([message({ read: true })]),
      'POST /api/staff/messages/5/answered': { success: 1, message: message({ read: true, answered: true }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark answered' }));
    expect(await screen.findByText('Marked answered.')).toBeTruthy();
    expect(changes()).toEqual(['POST /api/staff/messages/5/answered']);
  });
});
