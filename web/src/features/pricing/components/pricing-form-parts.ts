/** What the pricing add-edit forms share. */
export const contentStatusOptions = [
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
] as const;

export const formCard = 'flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6';
