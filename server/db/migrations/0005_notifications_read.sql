-- When the user saw a notification (opened the bell's list or clicked it); null = unread.
ALTER TABLE notifications ADD COLUMN read_at timestamptz;

-- The bell's badge counts a user's unread notifications.
CREATE INDEX notifications_unread_idx ON notifications(user_id) WHERE read_at IS NULL;
