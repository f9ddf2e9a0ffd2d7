import { NOTIFICATION_SOCKET_EVENT, type ReaderNotificationItem } from '@notebook/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { env } from '@/config/env';
import { authStore, useLoggedInUser } from '@/lib/auth-store';
import { refreshSession } from '@/lib/session';
import { addPushedNotification, newestNotificationID } from '../api/reader-notification-calls';

/**
 * The live bell (docs/live-push.md): while a reader is signed in, a socket at the app's origin puts each
 * pushed notification on top of the bell. Every handshake names the newest notification the tab has,
 * so one reconnecting (after being offline, or with a renewed token) is first sent those it missed.
 */
export function useNotificationSocket(): void {
  const queryClient = useQueryClient();
  const user = useLoggedInUser()?.user;
  const readerID = user?.userType === 'READER' ? user.userRefID : null;
  useEffect(() => {
    if (!readerID) return;
    const close = openSocket(queryClient);
    const stopOnSignOut = authStore.onSignOut(close);
    return () => {
      stopOnSignOut();
      close();
    };
  }, [queryClient, readerID]);
}

/** Connects, and returns what closes the socket for good. */
function openSocket(queryClient: QueryClient): () => void {
  const socket = io(env.VITE_API_ORIGIN || window.location.origin, {
    transports: ['websocket'],
    auth: (send) => send({ token: authStore.getAccessToken(), lastNotificationID: newestNotificationID(queryClient) }),
  });
  socket.on(NOTIFICATION_SOCKET_EVENT, (item: ReaderNotificationItem) => addPushedNotification(queryClient, item));
  // A refused handshake is not retried by socket.io: renew the token as a 401 does, then connect again.
  socket.on('connect_error', (error) => {
    if (error.message === 'UNAUTHORIZED')
      void refreshSession().then((renewed) => renewed && authStore.getAccessToken() && socket.connect());
  });
  // The server closes a socket whose token expired; the next handshake carries the renewed one.
  socket.on('disconnect', (reason) => reason === 'io server disconnect' && socket.connect());
  const goOffline = () => socket.disconnect();
  const goOnline = () => socket.connect();
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  return () => {
    window.removeEventListener('offline', goOffline);
    window.removeEventListener('online', goOnline);
    socket.disconnect();
  };
}
