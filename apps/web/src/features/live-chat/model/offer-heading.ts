/** The offers notice's heading, spoken when an offer arrives and shown over the cards (components/offer-notice.tsx). */
export const offerHeading = (count: number): string => (count === 1 ? 'New chat offered' : `${count} chats offered`);
