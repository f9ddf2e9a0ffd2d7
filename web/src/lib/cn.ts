import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional entries are dropped. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
