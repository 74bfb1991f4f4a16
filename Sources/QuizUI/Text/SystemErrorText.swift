import Foundation

/// The errno texts a player is likely to meet; others stay as the system says them.
package let chineseSystemErrors: [Int32: String] = [
  EACCES: "权限不够", EPERM: "不允许的操作", ENOENT: "没有那个文件或目录",
  ENOSPC: "设备上没有空间", EROFS: "只读文件系统", EISDIR: "是一个目录", ENOTDIR: "不是目录",
  EEXIST: "文件已存在", EIO: "输入/输出错误", EDQUOT: "超出磁盘配额",
  ENAMETOOLONG: "文件名过长", ELOOP: "符号链接的层数过多", EMFILE: "打开的文件过多",
  ENFILE: "系统中打开的文件过多", EBUSY: "设备或资源忙", ENOTEMPTY: "目录非空",
  EXDEV: "无效的跨设备链接", EFBIG: "文件过大", ETXTBSY: "文本文件忙",
  EAGAIN: "资源暂时不可用", EINVAL: "无效的参数", EPIPE: "管道已断开", ENOTTY: "不是终端",
  ENXIO: "没有那个设备或地址", ENODEV: "没有那个设备", ENOMEM: "内存不足",
]

/// The errno texts a player is likely to meet; others stay as the system says them.
package let spanishSystemErrors: [Int32: String] = [
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

/// The errno texts a player is likely to meet; others stay as the system says them.
package let frenchSystemErrors: [Int32: String] = [
  EACCES: "permission refusée", EPERM: "opération non permise",
  ENOENT: "aucun fichier ou dossier de ce nom", ENOSPC: "plus de place sur le périphérique",
  EROFS: "système de fichiers en lecture seule", EISDIR: "c’est un dossier",
  ENOTDIR: "ce n’est pas un dossier", EEXIST: "le fichier existe déjà",
  EIO: "erreur d’entrée/sortie", EDQUOT: "quota de disque dépassé",
  ENAMETOOLONG: "nom de fichier trop long",
  ELOOP: "trop de niveaux de liens symboliques", EMFILE: "trop de fichiers ouverts",
  ENFILE: "trop de fichiers ouverts dans le système", EBUSY: "périphérique ou ressource occupé",
  ENOTEMPTY: "le dossier n’est pas vide", EXDEV: "lien entre périphériques non valide",
  EFBIG: "fichier trop gros", ETXTBSY: "fichier texte occupé",
  EAGAIN: "ressource momentanément indisponible", EINVAL: "argument non valide",
  EPIPE: "tube cassé", ENOTTY: "ce n’est pas un terminal", ENXIO: "aucun périphérique de ce type",
  ENODEV: "aucun périphérique de ce type", ENOMEM: "plus de mémoire",
]
