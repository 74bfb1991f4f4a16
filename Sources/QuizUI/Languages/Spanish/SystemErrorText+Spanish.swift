import Foundation

extension SystemErrorText {
  /// Spanish: the errno texts a player is likely to meet; others stay as the system says them.
  package static let spanish: [Int32: String] = [
    EACCES: "permiso denegado", EPERM: "operación no permitida",
    ENOENT: "no existe el archivo o el directorio", ENOSPC: "no queda espacio en el dispositivo",
    EROFS: "sistema de archivos de solo lectura", EISDIR: "es un directorio",
    ENOTDIR: "no es un directorio", EEXIST: "el archivo ya existe",
    EIO: "error de entrada/salida", EDQUOT: "se ha superado la cuota de disco",
    ENAMETOOLONG: "nombre de archivo demasiado largo",
    ELOOP: "demasiados niveles de enlaces simbólicos", EMFILE: "demasiados archivos abiertos",
    ENFILE: "demasiados archivos abiertos en el sistema", EBUSY: "dispositivo o recurso ocupado",
    ENOTEMPTY: "el directorio no está vacío", EXDEV: "enlace entre dispositivos no válido",
    EFBIG: "archivo demasiado grande", ETXTBSY: "archivo de texto ocupado",
    EAGAIN: "recurso no disponible temporalmente", EINVAL: "argumento no válido",
    EPIPE: "tubería rota", ENOTTY: "no es una terminal", ENXIO: "no existe el dispositivo",
    ENODEV: "no existe el dispositivo", ENOMEM: "no queda memoria",
  ]
}
