/** The card an admin add/edit form (or a part of one) sits in. */
export const formCard = 'flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6';
