import Foundation

extension SystemErrorText {
  /// French: the errno texts a player is likely to meet; others stay as the system says them.
  package static let french: [Int32: String] = [
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
}
