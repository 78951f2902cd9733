import { api, type UsersQuery } from 'shared';

/** GET /api/users/export: the filtered list as an .xlsx, saved by the browser as users.xlsx. */
export async function exportUsers(query: Omit<UsersQuery, 'page'>): Promise<void> {
  const { data } = await api.get<Blob>('/users/export', { params: query, responseType: 'blob', skipErrorToast: true });
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = 'users.xlsx';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
