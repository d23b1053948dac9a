/** Where the resource editor lives: /dashboard/resources?edit={id|new} (the table keeps its own filters). */
export const resourcesPath = '/dashboard/resources';
export const editPath = (id: string | 'new') => `${resourcesPath}?edit=${encodeURIComponent(id)}`;
