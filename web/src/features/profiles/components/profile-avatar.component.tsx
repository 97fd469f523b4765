interface ProfileAvatarProps {
  photoURL: string | null;
  nome: string;
  /** Alt text; the default is decorative, for lists where the name is written next to it. */
  alt?: string;
  size?: 'large' | 'small';
}

/** The profile photo, or the name's first letter in a circle when there is none. */
export function ProfileAvatar({ photoURL, nome, alt = '', size = 'small' }: ProfileAvatarProps) {
  const className = `profile-avatar profile-avatar--${size}`;
  if (photoURL) return <img className={className} src={photoURL} alt={alt} loading="lazy" />;
  return (
    <span className={`${className} profile-avatar--initial`} aria-hidden="true">
      {nome.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
