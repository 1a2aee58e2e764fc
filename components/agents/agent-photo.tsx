import Image from 'next/image';

/** An agent's round portrait at `size` CSS pixels (the directory, the agent's page, the property page). */
export function AgentPhoto({
  agent,
  size,
  className,
  priority = false,
}: {
  agent: { photo: string; name: string };
  size: number;
  className: string;
  priority?: boolean;
}) {
  return (
    <Image
      src={agent.photo}
      alt={`Foto de ${agent.name}`}
      width={size}
      height={size}
      sizes={`${size}px`}
      priority={priority}
      className={`rounded-full object-cover ${className}`}
    />
  );
}
