/**
 * Test support for the shared submission pages: "widgets", a kind with one field, its API calls
 * going through the real fetch client (so tests answer them with `stubApi`).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { ModeratedRecord, SubmissionKind } from '@/components/moderation/submission-kind.ts';
import { WidgetForm } from './widget-form.tsx';

export interface WidgetRecord extends ModeratedRecord {
  slug: string;
  name: string;
}

export interface WidgetValues {
  name: string;
}

export const widgetKind: SubmissionKind<WidgetRecord, WidgetValues> = {
  titleOf: (widget) => widget.name,
  valuesOf: (widget) => ({ name: widget.name }),
  Form: WidgetForm,
  update: (scope, id, values, baseVersion) =>
    api<WidgetRecord>(`/api/${scope}/widgets/${id}`, { method: 'PATCH', body: { ...values, baseVersion } }),
  summaryOf: (widget) => [{ label: 'Name', value: widget.name }],
};

export const adminWidgetQuery = (slug: string) =>
  queryOptions({
    queryKey: ['admin', 'widgets', 'by-slug', slug],
    queryFn: ({ signal }) => api<WidgetRecord>(`/api/admin/widgets/by-slug/${slug}`, { signal }),
  });

export const myWidgetQuery = (id: string) =>
  queryOptions({
    queryKey: ['me', 'widgets', id],
    queryFn: ({ signal }) => api<WidgetRecord>(`/api/me/widgets/${id}`, { signal }),
  });

export const createWidget = (values: WidgetValues) =>
  api<WidgetRecord>('/api/me/widgets', { method: 'POST', body: values });

export const changeMyWidgetStatus = (id: string, action: 'withdraw' | 'submit', baseVersion: number) =>
  api<WidgetRecord>(`/api/me/widgets/${id}/${action}`, { method: 'POST', body: { baseVersion } });

export const deleteWidget = (id: string) => api<void>(`/api/admin/widgets/${id}`, { method: 'DELETE' });

export const widget = (overrides: Partial<WidgetRecord> = {}): WidgetRecord => ({
  id: 'w1',
  status: 'pending',
  version: 3,
  rejectionReason: null,
  author: { name: 'Ada' },
  publicPath: null,
  history: [],
  slug: 'blue-widget',
  name: 'Blue widget',
  ...overrides,
});
