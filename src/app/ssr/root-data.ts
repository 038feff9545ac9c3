import type { DehydratedState } from '@tanstack/react-query';
import type { ApiBases } from '@/api/http/client';
import type { RequestFacts } from './request-facts';

/** A page's own link preview (a promotion's title, summary and image). */
export interface PagePreview {
  title: string;
  description: string;
  image?: string;
}

/** What the root route's loader gives every page: the request's facts and the start-up data. */
export interface RootData {
  facts: RequestFacts;
  bases: ApiBases;
  dehydrated: DehydratedState | null;
}
