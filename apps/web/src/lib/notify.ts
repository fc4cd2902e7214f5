import { notifications } from '@mantine/notifications';

// The message doubles as the id, so an alert raised twice does not stack two copies of the same text.
export function notifyError(message: string): void {
  notifications.show({ id: `error:${message}`, message, color: 'red', autoClose: 6000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ id: `success:${message}`, message, color: 'teal', autoClose: 5000 });
}
