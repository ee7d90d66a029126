/**
 * The link from a report row about one conversation (a vote, a rating) to that conversation in history (issue 24):
 * /history opens it beside the list.
 */
export const SESSION_PARAM = 'session';

export const sessionHref = (sessionId: string) => `/history?${new URLSearchParams({ [SESSION_PARAM]: sessionId }).toString()}`;
