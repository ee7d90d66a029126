/**
 * The name a widget customer who has not told theirs goes by in the console: "Visitor" and the last four letters or
 * digits of the psid, so that two anonymous customers in one list can be told apart (and a test can find its own).
 */
export const visitorName = (psid: string): string => `Visitor ${psid.replace(/[^A-Za-z0-9]/g, '').slice(-4).toUpperCase()}`;
