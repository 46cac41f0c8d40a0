import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Tone } from '../tokens';
import { notify } from './notificationsSlice';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** `notify(text, tone)`: shows a message in the notification region (instead of `alert()`). */
export function useNotify(): (text: string, tone?: Tone) => void {
  const dispatch = useAppDispatch();
  // Stryker disable next-line ArrayDeclaration: the store's dispatch never changes, so no dependency changes the callback
  return useCallback((text: string, tone: Tone = 'info') => dispatch(notify(text, tone)), [dispatch]);
}
