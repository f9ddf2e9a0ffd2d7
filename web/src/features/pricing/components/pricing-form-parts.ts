/** The status choice of the pricing add-edit forms. */
export const contentStatusOptions = [
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
] as const;
