export default function AdminLoading() {
  return (
    <p role="status" className="py-16 text-center text-muted">
      Verificando autenticación...
    </p>
  );
}
